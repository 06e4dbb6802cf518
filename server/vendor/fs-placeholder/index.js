// Intentionally empty: require('fs') resolves to Node's built-in module.
