/** The video host: the one origin a page may frame (the brand video) and the security headers allow. */
export const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com'
