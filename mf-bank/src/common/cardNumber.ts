/**
 * A card number for display: masked but for its last 4 digits, in groups of four from the end
 * ("************1234" → "•••• •••• •••• 1234"). The server already masks it; the page masks again so that a
 * number sent unmasked by mistake is still never shown whole.
 */
export function maskedCard(cardNo: string, last4?: string): string {
  const digits = cardNo.replace(/\s/g, '');
  const tail = (last4 && /^\d{4}$/.test(last4) ? last4 : digits.slice(-4).replace(/\D/g, '•')).padStart(4, '•');
  const hidden = Math.max(digits.length - 4, 4);
  const all = '•'.repeat(hidden) + tail;
  const groups: string[] = [];
  for (let end = all.length; end > 0; end -= 4) groups.unshift(all.slice(Math.max(0, end - 4), end));
  return groups.join(' ');
}

/** The short form for a line of text: "•••• 1234". */
export const shortCard = (cardNo: string, last4?: string) => maskedCard(cardNo, last4).slice(-9);

/** SPEC.md §5: the name on the card must be the registered real name; case and spaces do not count. */
export const sameName = (a: string, b: string) => a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();
