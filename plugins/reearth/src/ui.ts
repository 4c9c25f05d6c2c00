import { toReearthLayer } from "./layers";
import { loadShare, type Loaded } from "./load";
import { langOf, MESSAGES, type Lang, type MessageKey } from "./messages";
import type { UiMessage } from "./protocol";

// The widget's panel (a sandboxed iframe in Re:Earth): share URL, layer toggles with their colours (legend).
let lang: Lang = langOf(navigator.language);
let loaded: Extract<Loaded, { ok: true }> | null = null;
let status: { key: MessageKey; status?: number } | null = null;
const visible = new Map<string, boolean>();

const send = (message: UiMessage) => parent.postMessage(message, "*");
const text = (key: MessageKey, status?: number) =>
  MESSAGES[lang][key].replace("{status}", String(status ?? ""));

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function toggle(key: string, label: string, colour: string | null): HTMLElement {
  const box = el("input", { type: "checkbox", checked: visible.get(key) ?? false });
  box.dataset.layer = key;
  box.addEventListener("change", () => {
    visible.set(key, box.checked);
    send({ action: "toggle", key, visible: box.checked });
  });
  const swatch = el("span", { className: "swatch" });
  if (colour) swatch.style.background = colour;
  return el("label", { className: "layer" }, box, swatch, label);
}

function render(input: string): void {
  const url = el("input", { id: "url", type: "url", value: input, placeholder: text("url_placeholder") });
  const load = el("button", { id: "load", type: "submit", textContent: text("load") });
  const clear = el("button", { type: "button", textContent: text("clear") });
  const switchLang = el("button", { type: "button", className: "lang", textContent: text("lang") });
  const form = el(
    "form",
    {},
    el("label", { htmlFor: "url", textContent: text("url_label") }),
    url,
    load,
    clear,
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void submit(url.value);
  });
  clear.addEventListener("click", () => {
    loaded = null;
    status = null;
    send({ action: "clear" });
    render("");
  });
  switchLang.addEventListener("click", () => {
    lang = lang === "ja" ? "en" : "ja";
    render(url.value);
  });
  const body: (Node | string)[] = [
    el("header", {}, el("h1", { textContent: text("title") }), switchLang),
    form,
  ];
  if (status)
    body.push(el("p", { className: "status", role: "status", textContent: text(status.key, status.status) }));
  if (loaded) {
    body.push(el("h2", { textContent: loaded.name }), el("h3", { textContent: text("layers") }));
    for (const layer of loaded.layers) body.push(toggle(layer.key, layer.label[lang], layer.colour));
    if (loaded.czml) body.push(toggle("czml", text("animation"), null));
    body.push(el("p", { className: "attribution", textContent: text("attribution") }));
  }
  document.body.replaceChildren(...body);
}

async function submit(input: string): Promise<void> {
  status = { key: "loading" };
  render(input);
  const answer = await loadShare(input, (u) => fetch(u, { credentials: "omit", mode: "cors" }));
  if (!answer.ok) {
    status = { key: answer.error, status: answer.status };
    render(input);
    return;
  }
  loaded = answer;
  status = null;
  visible.clear();
  const layers = answer.layers.map((layer) => {
    visible.set(layer.key, layer.visible);
    return { key: layer.key, layer: toReearthLayer(layer, lang) };
  });
  if (answer.czml) {
    visible.set("czml", false);
    layers.push({
      key: "czml",
      layer: { type: "simple", visible: false, data: { type: "czml", value: answer.czml } },
    });
  }
  send({ action: "load", layers, site: answer.site });
  render(input);
}

render("");
