/** The accessibility statement's address under /motor, outside the claim journey (the machine never goes there). */
export const ACCESSIBILITY_ROUTE = '/accessibility';
