// Front door of the notifications feature: the bell of the top bar (app/Layout.tsx).
export { NotificationBell } from './NotificationBell';
