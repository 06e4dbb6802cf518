// Front door of the sales feature (targets and pipeline dashboards). No other feature uses anything from it;
// its screen is reached by app/routes.tsx as a lazy chunk.
export {};
