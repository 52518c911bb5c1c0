export const contactPath = '/contact'
