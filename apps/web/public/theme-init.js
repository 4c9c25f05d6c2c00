// Sets <html data-theme> before the app's bundle loads, so the first paint has the right colours (the app's
// theme provider, src/theme/AppThemeProvider.tsx, then keeps it): the choice stored under the dark-mode key
// ("true" / "false", see src/theme/darkModeStorage.ts), else light (the default of PRODUCT.md §4). An external file, as
// the CSP allows no inline script.
(function () {
  var dark;
  try {
    var stored = window.localStorage.getItem("darkMode");
    dark = stored === "true";
  } catch {
    dark = false; // storage blocked
  }
  document.documentElement.setAttribute("data-theme", dark ? "dark" : "light");
})();
