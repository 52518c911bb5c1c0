/** The page the contact form lives on; links to it carry ?from= (see use-source-href.ts). */
export const contactPath = '/contact'
