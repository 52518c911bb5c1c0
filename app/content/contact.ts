import type { ContactContent } from './schemas'

/** Words of the /contact page: intro, reasons to call, contact details, form and banners. */
export const contactContent = {
  intro: [
    'Tell us about your trees and we will take it from there. Most estimates are scheduled within a few days, and an arborist can often look at the tree while you are at work.',
    'For a tree on a house, a car or across a driveway, please call instead of writing. Our phones are answered 24 hours a day.',
  ],
  valuePropositions: [
    {
      title: 'Free estimates',
      text: 'An arborist visits, explains your options and puts the price in writing, at no cost.',
      icon: 'dollar',
    },
    {
      title: 'Certified arborists',
      text: 'ISA Certified Arborists diagnose problems and plan the work before any cutting starts.',
      icon: 'badge-check',
    },
    {
      title: 'Licensed and insured',
      text: 'Full liability and workers compensation coverage, with certificates sent on request.',
      icon: 'shield',
    },
    {
      title: '24/7 emergency response',
      text: 'A real person answers day and night, and a crew responds within 24 hours.',
      icon: 'siren',
    },
    {
      title: 'Clean job sites',
      text: 'We chip, haul, rake and blow off every job, and walk the yard with you at the end.',
      icon: 'recycle',
    },
  ],
  contactBlocks: [
    {
      id: 'phone',
      iconClass: 'phone',
      heading: 'Call us',
      infoBody01: '(217) 555-0142',
      infoBody02: 'Answered by a real person, 24 hours a day',
      link: 'tel:+12175550142',
      cta: 'Call now',
    },
    {
      id: 'email',
      iconClass: 'mail',
      heading: 'Email us',
      infoBody01: 'hello@canopytreecare.example',
      infoBody02: 'We reply within one business day',
      link: 'mailto:hello@canopytreecare.example',
      cta: 'Send an email',
    },
    {
      id: 'address',
      iconClass: 'map-pin',
      heading: 'Visit our yard',
      infoBody01: '1820 W Monroe St',
      infoBody02: 'Springfield, IL 62704',
      infoBody03: 'Please call ahead, crews are often out on jobs',
      link: 'https://www.google.com/maps/search/?api=1&query=1820+W+Monroe+St+Springfield+IL+62704',
      cta: 'Get directions',
    },
    {
      id: 'hours',
      iconClass: 'clock',
      heading: 'Hours',
      infoBody01: 'Open 24/7, including holidays',
      infoBody02: 'Emergency response within 24 hours',
      infoBody03: 'Estimates scheduled seven days a week',
    },
  ],
  form: {
    heading: 'Send us a message',
    text: 'Describe the tree, what you would like done and the best way to reach you. Photos help, and you can send them once we reply.',
    submitLabel: 'Send message',
    sendingLabel: 'Sending…',
    requiredNote: 'Fields marked * are required.',
    fields: {
      name: { label: 'Your name', placeholder: 'Your Name*' },
      email: { label: 'Email address', placeholder: 'Email Address*' },
      phone: { label: 'Phone number (optional)', placeholder: 'Phone Number' },
      comment: { label: 'How can we help?', placeholder: 'Message Here*' },
    },
    honeypotLabel: 'Leave this field empty',
    problems: {
      required: 'Please fill in this field.',
      tooLong: 'Please shorten this to {max} characters or fewer.',
      email: 'Please enter an email address such as name@example.com.',
      oneLine: 'Please keep this on one line.',
    },
    outcomes: {
      fields:
        'Your message was not sent yet. Please check the marked fields and send it again, or call us at',
      tooLarge:
        'Your message is longer than our form can take. Please shorten it and send it again, or call us at',
      tooFast:
        'You have sent several messages in a short time. Please wait a minute and send it again, or call us at',
      unavailable:
        'Our form cannot take messages for a few minutes. Please try again shortly, or call us at',
      failed: 'Sorry, your message could not be sent. Please try again, or call us at',
    },
    errorPage: {
      title: 'Your message was not sent yet',
      back: 'Back to the contact page',
    },
  },
  freeEstimate: {
    title: 'Get a free estimate',
    text: 'Prefer to talk it through? Call us and an arborist will set up a visit at a time that works for you.',
    buttonLabel: 'Call for a free estimate',
  },
  closingBanner: {
    title: 'Storm damage or a tree about to fall? Do not wait.',
    phoneHeading: 'Call us 24/7',
    phone: 'secondary',
  },
} satisfies ContactContent
