/** The finances feature's public entry: what other features may use. */
export {}
