import { securityHeaders } from './security-headers.ts';

// The shop's pages pass this policy: scripts only from the shop itself; antd
// writes its styles at run time, hence inline styles.
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
  },
};

/** Sets the shop's security headers (helmet's, with the policy above) on every response. */
export const setShopHeaders = securityHeaders({
  contentSecurityPolicy,
  crossOriginEmbedderPolicy: false,
});
