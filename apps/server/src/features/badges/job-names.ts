/** The badges feature's job names (decision 022), for the services that queue them. */
export const EVALUATE_JOB = 'badges-evaluate'
export const SWEEP_JOB = 'badges-sweep'
