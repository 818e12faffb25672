// The score-keeper table: asks the next hand's questions (from /keep/<n>/sheet), runs
// Solo's bidding through /keep/<n>/auction (only the calls the rules accept are
// offered), sends the hand to /keep/<n>/hand and shows the sheet. The rules live on the
// server: a refused hand shows their reason.
(function () {
  "use strict";
  const app = document.getElementById("keeper-app");
  const table = app.dataset.table;
  const token = app.dataset.token;
  const base = "/keep/" + table;
  let state = null;
  let answers = {};
  let calls = [];
  let contractFields = [];
  // each call's words as the page offered it ("misere": "Misère")
  const callWords = { pass: "passes", accept: "accepts" };

  function el(tag, attrs, text) {
    const node = document.createElement(tag);
    Object.entries(attrs || {}).forEach(([k, v]) => node.setAttribute(k, v));
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function say(text, ok) {
    const box = document.getElementById("message");
    box.textContent = text;
    box.className = ok ? "message ok" : "message";
    box.hidden = !text;
  }

  async function call(path, body) {
    const options = { headers: { "X-Keeper-Token": token, "Content-Type": "application/json" } };
    if (body !== undefined) {
      options.method = "POST";
      options.body = JSON.stringify(body);
    }
    const answer = await fetch(base + path, options);
    const data = await answer.json();
    if (!answer.ok) {
      const error = new Error(data.message || "refused");
      error.code = data.error;
      throw error;
    }
    return data;
  }

  function key(field) {
    return field.key;
  }

  function renderField(field, into) {
    const box = el("div", { class: "field", "data-key": key(field), role: "group" });
    const labelId = "label-" + key(field).replace(/[^a-z0-9]/gi, "-");
    box.setAttribute("aria-labelledby", labelId);
    box.appendChild(el("p", { class: "field-label", id: labelId }, field.label));
    if (field.hint) box.appendChild(el("p", { class: "hint" }, field.hint));
    if (field.kind === "fixed") {
      box.appendChild(el("p", { class: "fixed" }, String(field.value)));
      answers[key(field)] = field.value;
    } else if (field.kind === "count" || field.kind === "choice" || field.kind === "multi") {
      const row = el("div", { class: field.kind === "count" ? "counts" : "choices" });
      const options = field.kind === "count"
        ? Array.from({ length: field.max + 1 }, (_, n) => ({ value: n, label: String(n) }))
        : field.options;
      if (field.kind === "multi") answers[key(field)] = [];
      else if (field.default !== null && field.default !== undefined) answers[key(field)] = field.default;
      // a choice whose "none" is null (Thirteen and the Odd's "No revoke") starts chosen
      else if (field.kind === "choice" && field.default === null && field.options.some((o) => o.value === null)) answers[key(field)] = null;
      if (field.kind === "multi") row.classList.add("multi");
      options.forEach((option) => {
        const button = el("button", { type: "button", "data-value": JSON.stringify(option.value) }, option.label);
        const chosen = () => field.kind === "multi"
          ? answers[key(field)].includes(option.value)
          : JSON.stringify(answers[key(field)]) === JSON.stringify(option.value);
        button.classList.toggle("chosen", chosen());
        button.setAttribute("aria-pressed", String(chosen()));
        button.addEventListener("click", () => {
          if (field.kind === "multi") {
            const list = answers[key(field)];
            const i = list.indexOf(option.value);
            if (i >= 0) list.splice(i, 1); else list.push(option.value);
          } else {
            answers[key(field)] = option.value;
          }
          row.querySelectorAll("button").forEach((b) => {
            const v = JSON.parse(b.dataset.value);
            const on = field.kind === "multi" ? answers[key(field)].includes(v)
              : JSON.stringify(answers[key(field)]) === JSON.stringify(v);
            b.classList.toggle("chosen", on);
            b.setAttribute("aria-pressed", String(on));
          });
          if (key(field) === "dealer" || key(field) === "out") restartAuction();
        });
        row.appendChild(button);
      });
      box.appendChild(row);
    } else if (field.kind === "by-trick") {
      renderByTrick(field, box);
    } else if (field.kind === "revoke") {
      renderRevoke(field, box);
    } else if (field.kind === "auction") {
      document.getElementById("auction").hidden = false;
    }
    into.appendChild(box);
  }

  // Mort's revoke: which side revoked, then the one penalty the adversaries choose; the
  // record's value is [{by, penalty}] (no revoke: [])
  function buttonRow(options, isChosen, onChoose, cls) {
    const row = el("div", { class: cls });
    options.forEach((option) => {
      const button = el("button", { type: "button", "data-value": JSON.stringify(option.value) }, option.label);
      button.addEventListener("click", () => {
        onChoose(option.value);
        row.querySelectorAll("button").forEach((b) => {
          const on = isChosen(JSON.parse(b.dataset.value));
          b.classList.toggle("chosen", on);
          b.setAttribute("aria-pressed", String(on));
        });
      });
      const on = isChosen(option.value);
      button.classList.toggle("chosen", on);
      button.setAttribute("aria-pressed", String(on));
      row.appendChild(button);
    });
    return row;
  }

  // Tricks counted as they are played: a tap a trick; the tricks fields below are set
  // from the count (the taker without a field is "the rest").
  function renderByTrick(field, box) {
    box.classList.add("by-trick");
    const taken = [];
    const status = el("p", { class: "by-trick-status", "aria-live": "polite" });
    const open = el("button", { type: "button", class: "secondary by-trick-open" }, "Count trick by trick");
    const panel = el("div", { class: "by-trick-panel" });
    panel.hidden = true;
    const fill = () => {
      field.takers.forEach((t, i) => {
        if (!t.field) return;
        const n = taken.filter((w) => w === i).length;
        const target = document.querySelector('.field[data-key="' + t.field + '"] button[data-value="' + n + '"]');
        if (target) target.click();
      });
      const counts = field.takers.map((t, i) => t.label + " " + taken.filter((w) => w === i).length);
      status.textContent = taken.length < field.tricks
        ? "Trick " + (taken.length + 1) + " of " + field.tricks + " to play · " + counts.join(", ")
        : "All " + field.tricks + " tricks counted · " + counts.join(", ");
      panel.querySelectorAll("button.taker").forEach((b) => { b.disabled = taken.length >= field.tricks; });
      back.disabled = taken.length === 0;
    };
    const row = el("div", { class: "bigbuttons" });
    field.takers.forEach((t, i) => {
      const button = el("button", { type: "button", class: "taker", "data-taker": t.label }, "Trick to " + t.label);
      button.addEventListener("click", () => { if (taken.length < field.tricks) { taken.push(i); fill(); } });
      row.appendChild(button);
    });
    const back = el("button", { type: "button", class: "secondary" }, "Take back the last trick");
    back.addEventListener("click", () => { taken.pop(); fill(); });
    panel.append(status, row, back);
    open.addEventListener("click", () => {
      panel.hidden = !panel.hidden;
      open.setAttribute("aria-expanded", String(!panel.hidden));
      open.textContent = panel.hidden ? "Count trick by trick" : "Hide the trick count";
      if (!panel.hidden) fill();
    });
    open.setAttribute("aria-expanded", "false");
    box.append(open, panel);
  }

  function renderRevoke(field, box) {
    let by = null;
    let penalty = null;
    const store = () => {
      answers[key(field)] = by === null ? [] : [penalty === null ? { by: by } : { by: by, penalty: penalty }];
    };
    store();
    const second = el("div", { class: "field follow", "data-key": key(field) + ".penalty", role: "group" });
    const secondId = "label-" + key(field) + "-penalty";
    second.setAttribute("aria-labelledby", secondId);
    second.appendChild(el("p", { class: "field-label", id: secondId }, field.penalty.label));
    second.appendChild(buttonRow(field.penalty.options, (v) => v === penalty, (v) => { penalty = v; store(); }, "choices"));
    second.hidden = true;
    box.appendChild(buttonRow(field.options, (v) => v === by, (v) => {
      by = v;
      second.hidden = by === null;
      store();
    }, "choices"));
    box.appendChild(second);
  }

  function record() {
    const out = {};
    Object.entries(answers).forEach(([k, v]) => {
      if (v === null || v === undefined) return;
      if (Array.isArray(v) && v.length === 0) return;
      const dot = k.indexOf(".");
      if (dot < 0) { out[k] = v; return; }
      const head = k.slice(0, dot);
      const tail = k.slice(dot + 1);
      if (k.startsWith("honours.") && v === 0) return;
      out[head] = out[head] || {};
      out[head][tail] = v;
    });
    if (state.fields.some((f) => f.kind === "auction")) out.bids = calls;
    return out;
  }

  async function showAuction() {
    const box = document.getElementById("auction-buttons");
    box.replaceChildren();
    document.getElementById("auction-calls").textContent = calls.length
      ? "Calls: " + calls.map(([p, c]) => p + " " + (callWords[c] || c)).join(", ") : "";
    const contractBox = document.getElementById("contract-fields");
    parkCardsStart();
    contractBox.replaceChildren();
    contractFields.forEach((f) => { delete answers[key(f)]; });
    contractFields = [];
    let view;
    try {
      view = await call("/auction", { dealer: answers.dealer, out: answers.out, calls: calls });
    } catch (error) {
      document.getElementById("auction-turn").textContent = error.message;
      document.getElementById("contract").textContent = "";
      return;
    }
    document.getElementById("auction-note").textContent = view.note || "";
    document.getElementById("auction-turn").textContent = view.to_call
      ? view.to_call + " to call:" : "The bidding is over.";
    view.lawful.forEach((option) => {
      if (!(option.call in callWords)) callWords[option.call] = option.label.split(" (")[0];
      const button = el("button", { type: "button", "data-call": option.call }, option.label);
      button.addEventListener("click", () => { calls.push([view.to_call, option.call]); showAuction(); });
      box.appendChild(button);
    });
    document.getElementById("contract").textContent = view.contract || "";
    contractFields = view.fields;
    contractFields.forEach((f) => renderField(f, contractBox));
    placeCardsStart();
  }

  function restartAuction() {
    if (!state.fields.some((f) => f.kind === "auction")) return;
    calls = [];
    showAuction();
  }

  function showBoards() {
    const into = document.getElementById("boards");
    into.replaceChildren();
    state.boards.forEach((board) => {
      const wrap = el("div", { class: "board-wrap" });
      const grid = el("table", { class: "board", "data-kind": board.kind || "" });
      grid.appendChild(el("caption", {}, board.caption));
      const head = el("tr");
      head.appendChild(el("th", { scope: "col" }, ""));
      board.columns.forEach((c) => head.appendChild(el("th", { scope: "col" }, c)));
      grid.appendChild(el("thead")).appendChild(head);
      const body = grid.appendChild(el("tbody"));
      board.rows.forEach((row) => {
        const tr = el("tr", { "data-row": row.label });
        const th = el("th", { scope: "row" }, row.label);
        if (row.note) th.appendChild(el("span", { class: "note" }, row.note));
        tr.appendChild(th);
        row.cells.forEach((cell, i) => tr.appendChild(el("td", { "data-column": board.columns[i] }, cell)));
        body.appendChild(tr);
      });
      wrap.appendChild(grid);
      into.appendChild(wrap);
    });
  }

  function showSheet() {
    document.getElementById("hand-number").textContent = state.hand;
    const agreed = document.getElementById("agreed");
    agreed.replaceChildren();
    state.agreed.forEach((line) => agreed.appendChild(el("li", {}, line)));
    agreed.hidden = state.agreed.length === 0;
    showBoards();
    document.getElementById("hands-title").hidden = state.hands.length === 0;
    const hands = document.getElementById("hands");
    hands.replaceChildren();
    state.hands.forEach((h) => {
      const item = el("li", { value: h.hand }, h.said.join("; ") || "no points");
      if (h.figures) item.appendChild(el("b", {}, " [" + h.figures + "]"));
      hands.appendChild(item);
    });
    const totals = document.getElementById("totals");
    totals.replaceChildren();
    state.totals.forEach((line) => totals.appendChild(el("li", {}, line)));
    document.getElementById("undo").disabled = state.hands.length === 0;
    document.getElementById("misdeal").hidden = !state.misdeal;
  }

  function showEntry() {
    answers = {};
    calls = [];
    contractFields = [];
    document.getElementById("auction").hidden = true;
    parkCardsStart();
    document.getElementById("contract-fields").replaceChildren();
    const fields = document.getElementById("fields");
    fields.replaceChildren();
    const cards = document.getElementById("cards");
    cards.replaceChildren();
    cards.hidden = true;
    document.getElementById("record").disabled = false;
    document.getElementById("cards-start").hidden = Boolean(state.cards);
    if (state.cards) {
      // the play tells the tricks, the revokes and the exchanges: only the honours are
      // still asked
      state.fields.filter((f) => f.key.startsWith("honours.")).forEach((f) => renderField(f, fields));
      fields.before(cards); // the cards first, the honours below them
      document.getElementById("misdeal").hidden = true;
      showCards();
      return;
    }
    state.fields.forEach((f) => renderField(f, fields));
    placeCardsStart();
    if (state.fields.some((f) => f.kind === "auction")) showAuction();
  }

  // "Enter the cards as they are played" stands where the tricks are asked: after what
  // is settled before the lead (the dealer, the declaration, Solo's contract and trump)
  function placeCardsStart() {
    const start = document.getElementById("cards-start");
    const tricks = document.querySelector('.field[data-key="by-trick"]');
    if (tricks) tricks.before(start); else parkCardsStart();
    start.after(document.getElementById("cards")); // the card turned is asked just below
  }

  // their place outside the fields, which are drawn afresh
  function parkCardsStart() {
    const start = document.getElementById("cards-start");
    document.getElementById("contract-fields").after(start);
    start.after(document.getElementById("cards"));
  }

  function show(data) {
    // a tap of the card entry keeps the answers given beside it (the honours)
    const sameEntry = state && state.cards && data.cards && state.hand === data.hand;
    state = data;
    showSheet();
    if (sameEntry) showCards(); else showEntry();
  }

  // -- the card-by-card entry (keeper_cards.js draws it; the server keeps it) --------
  const SETUP = ["dealer", "out", "bids", "trump", "declared_by", "cayenne", "declaration", "live"];

  function actionId(prefix) {
    return prefix + Date.now().toString(36) + Math.random().toString(36).slice(2, 10);
  }

  async function sendCards(body) {
    try {
      show(await call("/cards", Object.assign({ seq: state.seq, client_id: actionId("c") }, body)));
      say("", true);
      return true;
    } catch (error) {
      if (error.code === "stale") await reload().catch(() => {});
      say(error.message, false);
      return false;
    }
  }

  // the honours held, known once every card is played: chosen for the table (each may
  // still be changed) the first time the finished hand is shown
  let honoursFilled = null;
  function fillHonours() {
    const held = state.cards.honours;
    if (!held || honoursFilled === state.hand) return;
    honoursFilled = state.hand;
    Object.entries(held).forEach(([side, n]) => {
      const button = document.querySelector('.field[data-key="honours.' + side + '"] button[data-value="' + n + '"]');
      if (button) button.click();
    });
  }

  function showCards() {
    const box = document.getElementById("cards");
    box.hidden = false;
    window.KeeperCards.render(box, state.cards, sendCards,
      state.fields.some((f) => f.key.startsWith("honours.")));
    document.getElementById("misdeal").hidden = true;
    document.getElementById("record").disabled = !state.cards.finished;
    fillHonours();
  }

  document.getElementById("cards-begin").addEventListener("click", () => {
    const given = record();
    const setup = {};
    SETUP.forEach((k) => { if (k in given) setup[k] = given[k]; });
    const begin = (turned) => sendCards({ do: "start", setup: setup, turned: turned });
    if (!state.turns_card) { begin(null); return; }
    const box = document.getElementById("cards");
    box.hidden = false;
    document.getElementById("cards-start").hidden = true;
    window.KeeperCards.askTurned(box, state, begin, () => {
      box.replaceChildren();
      box.hidden = true;
      document.getElementById("cards-start").hidden = false;
    });
    box.scrollIntoView({ block: "start" });
  });

  async function reload() {
    show(await call("/sheet"));
  }

  document.getElementById("record").addEventListener("click", async () => {
    if (state.cards) {
      const honours = record().honours;
      if (await sendCards({ do: "score", given: honours ? { honours: honours } : {} })) {
        say("Hand " + (state.hand - 1) + " scored.", true);
      }
      return;
    }
    try {
      const id = "k" + Date.now().toString(36) + Math.random().toString(36).slice(2, 10);
      show(await call("/hand", { record: record(), seq: state.seq, client_id: id }));
      say("Hand " + (state.hand - 1) + " scored.", true);
    } catch (error) {
      // another tablet scored first: show its sheet (the answers here are for a hand
      // that may already be on it), then say why
      if (error.code === "stale") await reload().catch(() => {});
      say(error.message, false);
    }
  });
  // Law 17: a misdeal is a hand of the sheet, void and not scored; the game's laws say
  // whether the same dealer deals again (the sheet's next dealer follows them).
  document.getElementById("misdeal").addEventListener("click", async () => {
    if (!answers.dealer) { say("Choose the dealer of the misdealt hand first.", false); return; }
    if (!window.confirm("Hand " + state.hand + " was misdealt by " + answers.dealer +
        ": record it as void, with no score?")) return;
    try {
      const id = "m" + Date.now().toString(36) + Math.random().toString(36).slice(2, 10);
      show(await call("/hand", { record: { dealer: answers.dealer, misdeal: true }, seq: state.seq, client_id: id }));
      say("Hand " + (state.hand - 1) + " recorded as a misdeal.", true);
    } catch (error) {
      if (error.code === "stale") await reload().catch(() => {});
      say(error.message, false);
    }
  });
  document.getElementById("undo").addEventListener("click", async () => {
    if (!window.confirm("Take back hand " + (state.hand - 1) + "?")) return;
    try {
      show(await call("/undo", { seq: state.seq, client_id: "u" + Date.now().toString(36) + Math.random().toString(36).slice(2, 10) }));
      say("The last hand was taken back.", true);
    } catch (error) {
      say(error.message, false);
      reload();
    }
  });
  document.getElementById("auction-restart").addEventListener("click", restartAuction);
  reload().catch((error) => say(error.message, false));
})();
