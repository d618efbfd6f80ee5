/** The Team room, for admins. */
export const TEAM_PATH = "/admin/team";
/** Where an invitation's link leads: the new member chooses a password there. */
export const WELCOME_PATH = "/welcome";
