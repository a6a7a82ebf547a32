// Product naming in one place so the network can be renamed without a search-and-replace.

/** Working name of the network. */
export const PRODUCT_NAME = 'Amplify';
/** The one-line pitch, as it follows the name ("Amplify: influence that earns TAO"). */
export const PRODUCT_PITCH = 'influence that earns TAO';
/** Ticker symbol of TAO, as the site prints it. */
export const TAO_SYMBOL = 'τ';
/** The network's account on X. */
export const X_HANDLE = 'AmplifySubnet';
export const X_URL = `https://x.com/${X_HANDLE}`;
