/** A card number as the console shows it by default: every digit but the last 4 hidden (as the server masks it). */
export const maskCardNo = (cardNo: string) => '*'.repeat(Math.max(0, cardNo.length - 4)) + cardNo.slice(-4);
