import file from '../../content/testimonials.json'
import type { TestimonialsFile } from './schemas'

export const { testimonials } = file as TestimonialsFile
