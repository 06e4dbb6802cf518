// Front door of the agenda feature: the operation shows its next step; the screen is reached by app/routes.tsx as a lazy chunk.
export { NextStep } from './NextStep';
