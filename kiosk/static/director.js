/* The director's console: polls the grid and alerts, sends corrections with a reason.
 * Calls the JSON API with the session cookie and the page's CSRF token. */
(function () {
  "use strict";
  var app = document.getElementById("director-app");
  var CSRF = app.dataset.csrf;
  function $(id) { return document.getElementById(id); }
  function make(tag, cls, value) {
    var el = document.createElement(tag);
    if (cls) { el.className = cls; }
    if (value != null) { el.textContent = String(value); }
    return el;
  }
  function clear(el) { while (el.firstChild) { el.removeChild(el.firstChild); } }
  function showMessage(msg, kind) {
    var el = $("message");
    el.hidden = !msg; el.className = "message " + (kind || "error"); el.textContent = msg || "";
  }
  function newId() {
    if (window.crypto && crypto.randomUUID) { return crypto.randomUUID(); }
    return String(Date.now()) + String(Math.random()).slice(2);
  }
  function api(method, url, body) {
    return fetch(url, {
      method: method,
      headers: { "Content-Type": "application/json", "X-CSRF-Token": CSRF },
      body: body ? JSON.stringify(body) : undefined,
      credentials: "same-origin",
      cache: "no-store"
    }).then(function (r) {
      return r.json().then(function (b) {
        if (!r.ok) { throw new Error(b.message || ("refused (" + r.status + ")")); }
        return b;
      });
    });
  }
  function ago(t) {
    if (!t) { return "–"; }
    var s = Math.max(0, Math.round(Date.now() / 1000 - t));
    return s < 60 ? s + " s ago" : Math.round(s / 60) + " min ago";
  }
  function renderGrid(data) {
    var body = $("grid").querySelector("tbody"); clear(body);
    data.tables.forEach(function (t) {
      var tr = make("tr", t.called ? "called" : (t.idle ? "idle" : ""));
      tr.dataset.table = t.table;
      [t.table, t.round, t.board == null ? "–" : t.board, t.trick == null ? "–" : t.trick,
       t.waiting_on, t.scored, ago(t.last_activity)].forEach(function (c) { tr.appendChild(make("td", null, c)); });
      var flag = make("td", "flag", t.called ? "director called: " + t.called : (t.idle ? "idle" : ""));
      tr.appendChild(flag);
      body.appendChild(tr);
    });
    var ul = $("alerts"); clear(ul);
    var idle = data.tables.filter(function (t) { return t.idle; });
    if (!data.alerts.length && !idle.length) { ul.appendChild(make("li", "none", "No alerts.")); }
    idle.forEach(function (t) {
      ul.appendChild(make("li", "alert alert-idle", "Table " + t.table + " is idle: nothing entered since " +
        ago(t.last_activity) + " (waiting on " + t.waiting_on + ")"));
    });
    data.alerts.forEach(function (a) {
      var li = make("li", "alert alert-" + a.kind);
      li.appendChild(make("b", null, "Table " + a.table + (a.board ? ", board " + a.board : "") + ": "));
      li.appendChild(make("span", null, a.message + " "));
      var btn = make("button", "small", "Dismiss"); btn.type = "button";
      btn.addEventListener("click", function () {
        api("POST", "/api/director/alerts/" + a.id + "/dismiss").then(poll, function (e) { showMessage(e.message); });
      });
      li.appendChild(btn);
      ul.appendChild(li);
    });
    (data.replay_errors || []).forEach(function (e) { ul.appendChild(make("li", "alert", "log: " + e)); });
    (data.law_notes || []).forEach(function (e) { ul.appendChild(make("li", "alert alert-law", "scoring: " + e)); });
  }
  function renderAudit(data) {
    var body = $("audit").querySelector("tbody"); clear(body);
    data.log.slice().reverse().forEach(function (e) {
      var tr = make("tr");
      [new Date(e.created * 1000).toLocaleTimeString(), e.table || "event", e.actor,
       e.kind + " " + JSON.stringify(e.data), e.reason].forEach(function (c) { tr.appendChild(make("td", null, c)); });
      body.appendChild(tr);
    });
  }
  function poll() {
    api("GET", "/api/director/grid").then(renderGrid, function (e) { showMessage(e.message); });
    api("GET", "/api/director/log").then(renderAudit, function () {});
  }
  $("correct-form").addEventListener("submit", function (e) {
    e.preventDefault();
    var kind = $("c-kind").value;
    var data = {};
    if (kind === "adjust") {
      data = { board: Number($("c-board").value), status: $("c-status").value,
               NS: Number($("c-ns").value), EW: Number($("c-ew").value) };
    }
    if (kind === "set-round") { data = { round: Number($("c-round").value) }; }
    if (kind === "board") { data = { board: Number($("c-board").value) }; }
    api("POST", "/api/director/tables/" + $("c-table").value + "/actions",
        { id: newId(), kind: kind, data: data, reason: $("c-reason").value })
      .then(function () { showMessage("Done.", "info"); $("c-reason").value = ""; poll(); },
            function (err) { showMessage(err.message); });
  });
  $("settings-form").addEventListener("submit", function (e) {
    e.preventDefault();
    var changes = [
      ["renounce_notice", $("s-renounce_notice").value],
      ["quick_mode", $("s-quick_mode").checked],
      ["idle_minutes", Number($("s-idle_minutes").value)]
    ];
    var chain = Promise.resolve();
    changes.forEach(function (c) {
      chain = chain.then(function () { return api("POST", "/api/director/settings", { name: c[0], value: c[1], id: newId() }); });
    });
    chain.then(function () { showMessage("Settings saved.", "info"); poll(); }, function (err) { showMessage(err.message); });
  });
  setInterval(poll, 3000);
  poll();
}());
