/** A card number as the console shows it by default: every digit but the last 4 hidden (as the server masks it). */
export const maskCardNo = (cardNo: string) => '*'.repeat(Math.max(0, cardNo.length - 4)) + cardNo.slice(-4);

/**
 * A card in a line of text, as the customer's own pages show it ("•••• 5678"): where its last 4 digits are all an
 * operator needs (the customer's page), however much of the number the server sent.
 */
export { shortCard } from '../../common/cardNumber';
