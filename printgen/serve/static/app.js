// The page of `printgen serve`: an editor, its diagnostics at their lines and the kit as pictures.
// Everything it shows of a file is put in as text (never as markup); it talks only to its own server.
"use strict";

const token = document.querySelector('meta[name="printgen-token"]').content;
const $ = (id) => document.getElementById(id);
const text = $("text");
const PAUSE_MS = 500;     // a pause in typing this long redraws the kit
const POLL_MS = 1000;     // how often the file and what the kit reads are looked at on disk
const state = {
  file: null, base: "", saved: "", inputs: "", stash: null, conflictSeen: "",
  timer: null, inFlight: false, again: false, seq: 0, canUndo: false, diagnostics: [],
};

async function call(method, route, body) {
  const options = { method, headers: { "X-Printgen-Token": token } };
  if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  const response = await fetch(route, options);
  let answer = {};
  try { answer = await response.json(); } catch (e) { answer = { error: "the server sent no answer" }; }
  return { status: response.status, answer };
}

function query(route, params) {
  const search = new URLSearchParams(params);
  return route + "?" + search.toString();
}

function say(message) { $("status").textContent = message; }

function dirty() { return text.value !== state.saved; }

function markDirty() {
  $("status").classList.toggle("dirty", dirty());
  $("save").disabled = !dirty();
}

function settings() {
  const players = $("players").value.trim();
  return {
    players: players === "" ? null : parseInt(players, 10),
    language: $("language").value,
    paper: $("paper").value,
    card_size: $("card_size").value.trim() || "poker",
    large_print: $("large_print").checked,
    grayscale: $("grayscale").checked,
    layout: $("layout").value,
    view: $("view").value,
    dpi: parseFloat($("dpi").value),
    card: parseInt($("card").value, 10) || 1,
  };
}

// --- the editor: line numbers and marks -------------------------------------------------------

function lineCount() { return text.value.split("\n").length; }

function drawGutter() {
  const gutter = $("gutter");
  const count = lineCount();
  const worst = {};
  for (const d of state.diagnostics) {
    if (!d.here) continue;
    if (worst[d.line] !== "error") worst[d.line] = d.severity;
  }
  gutter.replaceChildren();
  for (let n = 1; n <= count; n++) {
    const div = document.createElement("div");
    div.textContent = String(n);
    div.dataset.line = String(n);
    if (worst[n]) { div.className = worst[n]; }
    gutter.appendChild(div);
  }
  const marks = $("marks");
  marks.replaceChildren();
  const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
  for (const [line, severity] of Object.entries(worst)) {
    const div = document.createElement("div");
    div.className = severity;
    div.dataset.line = line;
    div.style.top = (4 + (Number(line) - 1) * lineHeight) + "px";
    marks.appendChild(div);
  }
  syncScroll();
}

function syncScroll() {
  $("gutter").scrollTop = text.scrollTop;
  $("marks").style.transform = "translateY(" + (-text.scrollTop) + "px)";
}

function goToLine(line, column) {
  const lines = text.value.split("\n");
  let offset = 0;
  for (let n = 0; n < Math.min(line - 1, lines.length); n++) offset += lines[n].length + 1;
  offset += Math.max(0, (column || 1) - 1);
  text.focus();
  text.setSelectionRange(offset, offset);
  const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
  text.scrollTop = Math.max(0, (line - 3) * lineHeight);
  syncScroll();
}

// --- diagnostics and pictures -----------------------------------------------------------------

function showDiagnostics(diagnostics, problems) {
  state.diagnostics = diagnostics;
  const list = $("diagnostics");
  list.replaceChildren();
  for (const d of diagnostics) {
    const li = document.createElement("li");
    li.className = d.severity + (d.here ? " here" : " elsewhere");
    li.dataset.line = String(d.line);
    li.dataset.code = d.code;
    const where = document.createElement("span");
    where.className = "where";
    where.textContent = d.here ? d.line + ":" + d.column : (d.cell ? d.file + ":" + d.cell : d.file + ":" + d.line + ":" + d.column);
    const severity = document.createElement("span");
    severity.className = "severity";
    severity.textContent = d.acknowledged ? "acknowledged" : d.severity;
    const message = document.createElement("span");
    message.className = "message";
    message.textContent = d.message + " ";
    const code = document.createElement("a");
    code.className = "code";
    code.href = "/checks?token=" + encodeURIComponent(token) + "#" + encodeURIComponent(d.code);
    code.target = "_blank";
    code.rel = "noopener";
    code.textContent = "(" + d.code + ")";
    code.addEventListener("click", (event) => event.stopPropagation());
    li.append(where, severity, message, code);
    if (d.hint) {
      const hint = document.createElement("div");
      hint.className = "hint";
      hint.textContent = d.hint;
      li.appendChild(hint);
    }
    if (d.here) li.addEventListener("click", () => goToLine(d.line, d.column));
    list.appendChild(li);
  }
  const box = $("problems");
  box.replaceChildren();
  for (const p of problems) {
    const div = document.createElement("div");
    div.className = p.severity || "error";
    div.textContent = p.message + (p.hint ? "  (hint: " + p.hint + ")" : "");
    box.appendChild(div);
  }
  drawGutter();
}

function showPictures(pictures) {
  const box = $("pictures");
  box.replaceChildren();
  for (const picture of pictures) {
    const figure = document.createElement("figure");
    const img = document.createElement("img");
    img.src = "data:image/png;base64," + picture.png;
    img.width = picture.width;
    img.height = picture.height;
    img.alt = picture.label;
    const caption = document.createElement("figcaption");
    caption.textContent = picture.label;
    figure.append(img, caption);
    box.appendChild(figure);
  }
}

// --- talking to the server --------------------------------------------------------------------

function scheduleRender() {
  clearTimeout(state.timer);
  state.timer = setTimeout(render, PAUSE_MS);
}

async function render() {
  if (state.file === null) return;
  if (state.inFlight) { state.again = true; return; }
  state.inFlight = true;
  const seq = ++state.seq;
  document.body.dataset.rendering = "yes";
  try {
    const { status, answer } = await call("POST", "/api/render", { path: state.file, text: text.value, settings: settings() });
    if (seq !== state.seq) return;
    if (status !== 200) {
      showDiagnostics([], [{ message: answer.error || "the server refused", hint: answer.hint || "" }]);
      return;
    }
    showDiagnostics(answer.diagnostics, answer.problems);
    if (answer.ok) {
      showPictures(answer.pictures);
      $("pictures").classList.remove("stale");
      state.inputs = answer.inputs;
      $("card").max = String(Math.max(1, answer.cards));
      say(answer.title + ": " + answer.pages + " page" + (answer.pages === 1 ? "" : "s"));
    } else {
      $("pictures").classList.add("stale");
      const errors = answer.diagnostics.filter((d) => d.severity === "error").length + answer.problems.filter((p) => p.severity !== "warning").length;
      say(errors + " error" + (errors === 1 ? "" : "s") + "; the pictures are the last good ones");
    }
  } catch (e) {
    say("the server does not answer (was it stopped?)");
  } finally {
    state.inFlight = false;
    document.body.dataset.rendered = String(seq);
    delete document.body.dataset.rendering;
    markDirty();
    if (state.again) { state.again = false; render(); }
  }
}

async function loadFile(name) {
  const { status, answer } = await call("GET", query("/api/file", { path: name }));
  if (status !== 200) { say(answer.error || "cannot read the file"); return; }
  state.file = name;
  state.base = answer.state;
  state.saved = answer.text;
  state.inputs = "";
  state.canUndo = answer.can_undo;
  text.value = answer.text;
  $("undo").disabled = !state.canUndo;
  $("conflict").hidden = true;
  markDirty();
  drawGutter();
  render();
}

async function save() {
  if (state.file === null) return;
  const sent = text.value;
  const { status, answer } = await call("POST", "/api/save", { path: state.file, text: sent, base: state.base });
  if (status === 200) {
    state.base = answer.state;
    state.saved = sent;
    state.canUndo = answer.can_undo;
    $("undo").disabled = !state.canUndo;
    say("saved " + state.file);
    document.body.dataset.saved = answer.state;
  } else if (status === 409) {
    showConflict();
  } else {
    say("not saved: " + (answer.error || "refused") + (answer.hint ? " (" + answer.hint + ")" : ""));
  }
  markDirty();
}

async function undoSave() {
  const { status, answer } = await call("POST", "/api/undo", { path: state.file, base: state.base });
  if (status === 200) {
    text.value = answer.text;
    state.saved = answer.text;
    state.base = answer.state;
    $("undo").disabled = true;
    say("put back the text before the last save");
    drawGutter();
    render();
  } else if (status === 409 && answer.error && answer.error.includes("changed")) {
    showConflict();
  } else {
    say(answer.error || "nothing to undo");
  }
  markDirty();
}

async function buildPdf() {
  say("building the PDF...");
  const { status, answer } = await call("POST", "/api/build", { path: state.file, text: text.value, settings: settings() });
  if (status === 200 && answer.wrote) {
    say("wrote " + answer.wrote + ": " + answer.pages + " pages, " + Math.round(answer.size / 1024) + " KB");
  } else if (status === 200) {
    showDiagnostics(answer.diagnostics, answer.problems);
    say("no PDF: fix the errors first");
  } else {
    say("no PDF: " + (answer.error || "refused") + (answer.hint ? " (" + answer.hint + ")" : ""));
  }
}

// --- the file on disk ------------------------------------------------------------------------

function showConflict() {
  $("conflict").hidden = false;
  $("keep-mine").hidden = false;
  $("take-theirs").hidden = false;
}

async function poll() {
  if (state.file === null) return;
  try {
    const { status, answer } = await call("GET", query("/api/state", { path: state.file }));
    if (status !== 200) return;
    if (answer.state !== state.base && answer.state !== state.conflictSeen) {
      if (!dirty()) {
        await loadFile(state.file);  // changed in another editor, nothing of ours to lose
        say("reloaded " + state.file + ": it changed on disk");
        return;
      }
      state.conflictSeen = answer.state;
      showConflict();
    } else if (state.inputs && answer.inputs !== state.inputs && !state.inFlight) {
      state.inputs = answer.inputs;
      render();  // a spreadsheet, picture or theme the kit reads changed
    }
  } catch (e) { /* the server stopped; say so at the next render */ }
}

async function takeTheirs() {
  state.stash = text.value;
  const keep = state.stash;
  await loadFile(state.file);
  state.stash = keep;
  $("conflict").hidden = false;
  $("keep-mine").hidden = true;
  $("take-theirs").hidden = true;
  $("restore-mine").hidden = false;
}

async function keepMine() {
  const { status, answer } = await call("GET", query("/api/file", { path: state.file }));
  if (status === 200) { state.base = answer.state; state.saved = answer.text; }
  $("conflict").hidden = true;
  markDirty();
}

function restoreMine() {
  if (state.stash !== null) { text.value = state.stash; state.stash = null; }
  $("conflict").hidden = true;
  $("restore-mine").hidden = true;
  markDirty();
  drawGutter();
  render();
}

// --- start ----------------------------------------------------------------------------------

function fill(select, values) {
  select.replaceChildren(...values.map((value) => { const o = document.createElement("option"); o.value = value; o.textContent = value; return o; }));
}

async function start() {
  const { status, answer } = await call("GET", "/api/info");
  if (status !== 200) { say(answer.error || "the server refused"); return; }
  fill($("file"), answer.files);
  fill($("language"), answer.languages);
  fill($("paper"), answer.papers);
  fill($("layout"), answer.layouts);
  $("card-sizes").replaceChildren(...answer.card_sizes.map((value) => { const o = document.createElement("option"); o.value = value; return o; }));
  $("file").addEventListener("change", () => {
    if (dirty() && !confirm("Leave your unsaved edits of " + state.file + "?")) { $("file").value = state.file; return; }
    loadFile($("file").value);
  });
  text.addEventListener("input", () => { markDirty(); drawGutter(); scheduleRender(); });
  text.addEventListener("scroll", syncScroll);
  text.addEventListener("keydown", (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key === "s") { event.preventDefault(); save(); }
    if (event.key === "Tab" && !event.shiftKey && !event.ctrlKey && !event.altKey && !event.metaKey) {
      event.preventDefault();  // YAML is indented with spaces; Shift+Tab still leaves the editor
      document.execCommand("insertText", false, "  ");
    }
  });
  $("controls").addEventListener("input", (event) => {
    if (event.target.id === "view") {
      const card = $("view").value === "card";
      $("card-choice").hidden = !card;
      $("dpi").min = card ? "50" : "20";
      $("dpi").max = card ? "300" : "100";
      $("dpi").value = card ? "150" : "40";
    }
    scheduleRender();
  });
  $("controls").addEventListener("submit", (event) => event.preventDefault());
  $("save").addEventListener("click", save);
  $("undo").addEventListener("click", undoSave);
  $("build").addEventListener("click", buildPdf);
  $("keep-mine").addEventListener("click", keepMine);
  $("take-theirs").addEventListener("click", takeTheirs);
  $("restore-mine").addEventListener("click", restoreMine);
  window.addEventListener("beforeunload", (event) => { if (dirty()) { event.preventDefault(); event.returnValue = ""; } });
  setInterval(poll, POLL_MS);
  if (answer.files.length) await loadFile(answer.files[0]);
}

start();
