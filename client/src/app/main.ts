import { drawEarlyBoard } from './boot/earlyBoard';
import './global.css';

/**
 * The entry: small on purpose (first card on screen). With the early answers in (index.html's early script,
 * boot/earlyStart.ts), it draws the kanban's first frame (boot/earlyBoard.ts) while the app itself —
 * start.tsx, whose chunk index.html already asks for with modulepreload — loads and is evaluated; React's
 * first render then takes the page over.
 */
const container = document.getElementById('root');
if (container) void drawEarlyBoard(container).catch(() => false);
void import('./start');
