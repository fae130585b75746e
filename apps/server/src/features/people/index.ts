/** The people feature's public entry: nothing yet is for other features. */
export {}
