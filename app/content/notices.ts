import type { NoticesContent } from './schemas'

/** Words the browser itself shows: 404 and error pages, a section that did not load, toasts. */
export const noticesContent = {
  notFound: {
    code: '404',
    heading: "Oh no, you found a page that's missing its roots",
    subtitles: [
      'Sorry, the page you are looking for does not exist.',
      "Oops! The page you're looking for could not be found...",
    ],
    documentTitle: 'Page Not Found',
    callPrompt: 'Looking for help with a tree? Call us any time:',
    backHome: 'Back To Home Page',
  },
  errorPage: { heading: 'Unexpected Application Error!', backHome: 'Back To Home Page' },
  sectionError: {
    message: 'This part of the page did not load. Check your connection and try again.',
    retry: 'Try again',
  },
  toast: {
    close: 'Close notification',
    sent: 'Thank you! Your message is on its way. We reply within one business day.',
  },
} satisfies NoticesContent
