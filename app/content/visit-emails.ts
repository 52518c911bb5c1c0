import file from '../../content/visit-emails.json'
import type { VisitEmailsContent } from './schemas'

export const visitEmailsContent = file as VisitEmailsContent
