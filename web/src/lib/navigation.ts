/**
 * Navigation from outside React (the API client ends a session and goes to /login). The app
 * registers its router's navigate function at start.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => {
  window.location.assign(to);
};

/** Registers how to navigate (the data router's navigate). */
export function registerNavigator(navigate: Navigate): void {
  navigator = navigate;
}

/** Goes to `to` inside the site. */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}
