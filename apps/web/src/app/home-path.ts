/** Where a logged-in person lands: their recipe book. Apart from routes.tsx, which the pages it names import. */
export const HOME_PATH = '/list/main'
