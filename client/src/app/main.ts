import './global.css';

/**
 * The entry: small on purpose (first card on screen). index.html's early script has already sent the session
 * check and the screen's data and asked for the app's chunks (boot/earlyStart.ts); the entry only loads the
 * app (start.tsx), whose first render is React's own board, drawn from those early answers.
 */
void import('./start');
