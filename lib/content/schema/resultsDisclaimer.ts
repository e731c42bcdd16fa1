/** The sentence every dollar result needs in its section (NY Rule 7.1(e)): the results block shows it, the check asks for it. */
export const RESULTS_DISCLAIMER = 'Prior results do not guarantee a similar outcome'
