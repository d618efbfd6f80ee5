/** Each public page's texts at their own address in the admin. */
export const pageTextsPath = (pageId: string) => `/admin/pages/${pageId}`;
