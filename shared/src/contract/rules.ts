/**
 * Limits from SPEC.md §5 and §9 that both the client's forms and the server's schemas enforce. Every pattern
 * here must match in linear time: no nested or overlapping quantifiers (a test runs a ReDoS checker on each).
 */
export const RULES = {
  usernamePattern: '^[A-Za-z][A-Za-z0-9_]{2,29}$',
  /** "mixed password of 6 to 20": letters and digits, both present. */
  loginPasswordPattern: '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{6,20}$',
  /** "numeric password of 6 to 20". */
  payPasswordPattern: '^\\d{6,20}$',
  /** Mobile and card numbers: "Please enter 6-19 digits". */
  digits6to19Pattern: '^\\d{6,19}$',
  /** Local part, then domain labels joined by single dots: no class overlaps its neighbour, so no backtracking. */
  emailPattern: '^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$',
  /** A positive cash amount as typed: digits, then at most two decimals. */
  cashAmountPattern: '^\\d{1,10}(?:\\.\\d{1,2})?$',
  /** A signed cash amount (operator adjustments). */
  signedCashPattern: '^-?\\d{1,10}(?:\\.\\d{1,2})?$',
  /** A signed whole number of points (operator adjustments). */
  signedPointsPattern: '^-?\\d{1,12}$',
  uuidPattern: '^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$',
  /** An instant in ISO 8601 with its zone: date, T, hours and minutes, optional seconds (and milliseconds), then Z or an offset. */
  instantPattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,3})?)?(?:Z|[+-]\\d{2}:\\d{2})$',
  /** A rate in percent with at most two decimals ("2", "2.5", "12.00"); stored as basis points. */
  percentPattern: '^\\d{1,3}(?:\\.\\d{1,2})?$',
  /** A lottery bet type code: "big", "sum_10", "triple_6". */
  betTypePattern: '^[a-z0-9_]{1,20}$',
  /**
   * A page the operator links to (website, app download, banner): http(s) to a named host, or a path on the shop's
   * own origin — one "/", never "//", which a browser reads as another host. Never javascript:, data: or any other
   * scheme; URL characters only (no backslash, space, quote or angle bracket).
   */
  linkPattern: "^(?:https?://[A-Za-z0-9]|/(?!/))[-A-Za-z0-9._~!$&'()*+,;=:@%/?#]*$",
  /** A customer-service entry: a page as above, or an address to write or call (mailto:, tel:). */
  contactLinkPattern: "^(?:https?://[A-Za-z0-9]|/(?!/)|mailto:|tel:)[-A-Za-z0-9._~!$&'()*+,;=:@%/?#]*$",
  /** A CSS hex colour: #abc or #aabbcc. */
  colourPattern: '^#[0-9A-Fa-f]{3}(?:[0-9A-Fa-f]{3})?$',
  /** A route of the shop: "/pages/index/index", "/contact". */
  routePattern: '^/[a-z0-9_/-]{0,99}$',
  /** Transfer kinds: lower-case words joined by underscores. */
  kindPattern: '^[a-z_]{1,32}$',
  realnameMax: 50,
  bankNameMax: 50,
  referenceMax: 64,
  reasonMax: 200,
  /** Free text that must say something: at least one character that is not a space. */
  notBlankPattern: '\\S',
  nicknameMax: 50,
  bioMax: 200,
  emailMax: 100,
  /**
   * An avatar on the shop's own origin: one "/" (never "//", which leaves the origin), then URL path
   * characters only (RFC 3986: no backslash, space, quote, angle bracket or control character), and no ".."
   * segment, percent-encoded or not, in the path. One lookahead at the anchored start, then two flat classes.
   */
  avatarPathPattern: "^(?![^?#]*/(?:\\.|%2[Ee]){2}(?:[/?#]|$))/[-A-Za-z0-9._~!$&'()*+,;=:@%][-A-Za-z0-9._~!$&'()*+,;=:@%/?#]*$",
  /** An avatar elsewhere: https only, URL characters only; the server also checks its host (AVATAR_HOSTS). */
  avatarHttpsPattern: "^https://[-A-Za-z0-9._~!$&'()*+,;=:@%/?#]+$",
  avatarMax: 255,
  inviteCodeMax: 16,
  /** Upper bound for any password field on input, so hashing cost stays bounded. */
  secretMax: 64,
} as const;

const CONTACT_LINK = new RegExp(RULES.contactLinkPattern);
/** Whether a customer-service address may be rendered as a link (RULES.contactLinkPattern): checked again where shown. */
export const isContactLink = (url: string): boolean => CONTACT_LINK.test(url);

/** Units in one snap-buy order, at most. (Here, not in orders.ts, so pages can use it without loading TypeBox.) */
export const ORDER_MAX_QUANTITY = 10;
/** Points earned on receipt per whole currency unit (100 cents) paid. */
export const POINTS_PER_CASH_UNIT = 1;
