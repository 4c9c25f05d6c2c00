// Sets <html lang> and the home page's title in the page's language before the app's bundle loads, so neither is
// Japanese for a moment on /en (the app's texts come after the bundle; usePageTitle then keeps the title, and
// applyLocale in src/i18n keeps lang, when the language changes). The locale as the app takes it
// (src/i18n/locale.ts): the path's /jp or /en prefix; at the root, which redirects, the locale cookie, else the
// browser's language; elsewhere the cookie, else jp. The titles are `titles.home` of src/i18n (a test keeps them
// equal), followed by the brand of index.html's title. An external file, as the CSP allows no inline script.
(function () {
  var HOME_TITLES = {
    jp: "3D都市モデルで環境シミュレーション",
    en: "Environmental simulation on 3D city models",
  };
  var path = window.location.pathname;
  var prefix = path.split("/")[1];
  var cookie = null;
  try {
    var match = /(?:^|;\s*)locale=(jp|en)(?:;|$)/.exec(document.cookie);
    cookie = match ? match[1] : null;
  } catch {
    cookie = null; // cookies blocked
  }
  var locale;
  if (prefix === "jp" || prefix === "en") locale = prefix;
  else if (cookie) locale = cookie;
  else if (path === "/" && navigator.language) locale = /^ja/i.test(navigator.language) ? "jp" : "en";
  else locale = "jp";
  document.documentElement.lang = locale === "jp" ? "ja" : "en";
  var home = path === "/" || /^\/(jp|en)\/?$/.test(path);
  if (home) document.title = HOME_TITLES[locale] + " | " + document.title;
})();
