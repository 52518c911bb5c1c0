import file from '../../content/testimonials.json'
import type { TestimonialsFile } from './schemas'

/** The three testimonials of the home page carousel (content/testimonials.json). */
export const { testimonials } = file as TestimonialsFile
