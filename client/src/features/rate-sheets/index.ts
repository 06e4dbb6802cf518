// Front door of the rate-sheets feature ('Tarifas'). No other feature uses anything from it yet; its screen is reached
// by app/routes.tsx as a lazy chunk ('Cargar tarifa' on the cost sheet asks the server directly).
export {};
