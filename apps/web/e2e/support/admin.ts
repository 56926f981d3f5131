/** The admin's address: global-setup.ts gives it to the production server as ADMIN_EMAIL; tests sign in with it. */
export const ADMIN_EMAIL = "admin@productcheck.test";
