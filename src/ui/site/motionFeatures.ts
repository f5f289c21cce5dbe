import { domAnimation } from 'framer-motion'

/** framer-motion's animation features, loaded after the page so they stay off the first load. */
export default domAnimation
