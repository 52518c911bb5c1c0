export const TIP_COMPONENT = 'tip'
export const POSTS_COLLECTION = 'posts'
export const SERVICE_PAGES_COLLECTION = 'service-pages'
export const SETTINGS_COLLECTION = 'settings'
