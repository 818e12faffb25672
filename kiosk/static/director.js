/* The director's console: polls the grid and alerts, sends adjustments, corrections,
 * names and the round clock. Calls the JSON API with the session cookie and the page's
 * CSRF token. A refusal is shown next to the control that caused it. */
(function () {
  "use strict";
  var app = document.getElementById("director-app");
  var CSRF = app.dataset.csrf;
  var SEATS = { N: "North", E: "East", S: "South", W: "West" };
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
  /* A form's own message, beside its button; ``field`` (an element id) is marked too. */
  function formMessage(id, msg, kind, field) {
    var el = $(id);
    el.hidden = !msg; el.className = "form-message " + (kind || "error"); el.textContent = msg || "";
    var form = el.closest("form");
    if (form) {
      form.querySelectorAll("[aria-invalid]").forEach(function (f) { f.removeAttribute("aria-invalid"); });
    }
    if (field && $(field)) { $(field).setAttribute("aria-invalid", "true"); $(field).focus(); }
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
        if (!r.ok) {
          var err = new Error(b.message || ("refused (" + r.status + ")"));
          err.code = b.error;
          throw err;
        }
        return b;
      });
    });
  }
  function ago(t) {
    if (!t) { return "–"; }
    var s = Math.max(0, Math.round(Date.now() / 1000 - t));
    return s < 60 ? s + " s ago" : Math.round(s / 60) + " min ago";
  }
  function clockText(c) {
    if (!c) { return "–"; }
    var s = Math.max(0, Math.round(c.ends_at - Date.now() / 1000));
    if (s === 0) { return "time is up"; }
    var m = Math.floor(s / 60), r = s % 60;
    return m + ":" + (r < 10 ? "0" : "") + r;
  }
  function directorAction(table, kind, data, reason) {
    return api("POST", "/api/director/tables/" + table + "/actions",
               { id: newId(), kind: kind, data: data || {}, reason: reason });
  }
  function renderGrid(data) {
    var body = $("grid").querySelector("tbody"); clear(body);
    data.tables.forEach(function (t) {
      var cls = t.locked ? "locked" : (t.called ? "called" : (t.time_up ? "time-up" : (t.idle ? "idle" : "")));
      var tr = make("tr", cls);
      tr.dataset.table = t.table;
      [t.table, t.round, t.board == null ? "–" : t.board, t.trick == null ? "–" : t.trick,
       t.waiting_on, clockText(t.clock), t.scored, ago(t.last_activity)].forEach(function (c) { tr.appendChild(make("td", null, c)); });
      var flag = make("td", "flag");
      var words = [];
      if (t.locked) { words.push("locked: " + SEATS[t.locked.seat] + " " + t.locked.display + " is not in the hand (board " + t.locked.board + ")"); }
      if (t.called) { words.push("director called: " + t.called); }
      if (t.time_up) { words.push("time is up: still playing"); }
      if (t.idle) { words.push("idle"); }
      flag.appendChild(make("span", null, words.join(" · ")));
      if (t.called) {
        var answer = make("button", "small", "Answer…"); answer.type = "button";
        answer.dataset.action = "answer";
        answer.addEventListener("click", function () { prefill("correct", t.table, { kind: "answer" }); });
        flag.appendChild(answer);
      }
      if (t.locked) {
        var release = make("button", "small warn", "Release the table"); release.type = "button";
        release.dataset.action = "release";
        release.addEventListener("click", function () {
          directorAction(t.table, "release", {}, "released from the console: " + t.locked.display + " was a slip")
            .then(function () { formMessage("grid-message", "Table " + t.table + " released.", "info"); poll(); },
                  function (e) { formMessage("grid-message", "Table " + t.table + ": " + e.message); });
        });
        flag.appendChild(release);
      }
      if (t.device_claimed) {
        var allow = make("button", "small secondary", "Allow another device"); allow.type = "button";
        allow.dataset.action = "reset-device";
        allow.addEventListener("click", function () {
          directorAction(t.table, "reset-device", {}, "the table moves to another tablet")
            .then(function () { formMessage("grid-message", "Table " + t.table + ": the next tablet to open its page takes it.", "info"); poll(); },
                  function (e) { formMessage("grid-message", "Table " + t.table + ": " + e.message); });
        });
        flag.appendChild(allow);
      }
      tr.appendChild(flag);
      body.appendChild(tr);
    });
    renderAlerts(data);
    renderClock(data.clock);
  }
  function renderAlerts(data) {
    var body = $("alerts").querySelector("tbody"); clear(body);
    var idle = data.tables.filter(function (t) { return t.idle; });
    if (!data.alerts.length && !idle.length) {
      var none = make("tr", "none"); var td = make("td", null, "No alerts."); td.colSpan = 8;
      none.appendChild(td); body.appendChild(none);
    }
    data.alerts.forEach(function (a) {
      var tr = make("tr", "alert alert-" + a.kind);
      tr.dataset.kind = a.kind;
      /* the place is in its own columns: the sentence without "Table 1, board 5, trick 3: " */
      var what = a.message.replace(/^Table \d+(, board \d+)?(, trick \d+)?: /, "");
      what = what.charAt(0).toUpperCase() + what.slice(1);
      if (a.repeats) { what += " (and " + a.repeats + " more like it since)"; }
      [new Date(a.created * 1000).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", hour12: false }),
       a.table, a.board == null ? "–" : a.board, a.trick == null ? "–" : a.trick,
       a.seat ? SEATS[a.seat] || a.seat : "–", a.law || "–"].forEach(function (c) {
        tr.appendChild(make("td", null, c));
      });
      var whatCell = make("td", null, what);
      if (a.detail) { whatCell.appendChild(make("div", "hint detail", a.detail)); }
      tr.appendChild(whatCell);
      var cell = make("td", "alert-actions");
      if (a.board != null) {
        var adjust = make("button", "small secondary", "Adjust…"); adjust.type = "button";
        adjust.dataset.action = "adjust";
        adjust.addEventListener("click", function () { prefill("adjust", a.table, { board: a.board }); });
        cell.appendChild(adjust);
      }
      var btn = make("button", "small", "Dismiss"); btn.type = "button";
      btn.addEventListener("click", function () {
        api("POST", "/api/director/alerts/" + a.id + "/dismiss").then(poll, function (e) { showMessage(e.message); });
      });
      cell.appendChild(btn); tr.appendChild(cell);
      body.appendChild(tr);
    });
    var notes = $("notes"); clear(notes);
    idle.forEach(function (t) {
      notes.appendChild(make("li", "alert alert-idle", "Table " + t.table + " is idle: nothing entered since " +
        ago(t.last_activity) + " (waiting on " + t.waiting_on + ")"));
    });
    (data.replay_errors || []).forEach(function (e) { notes.appendChild(make("li", "alert", "log: " + e)); });
    (data.law_notes || []).forEach(function (e) { notes.appendChild(make("li", "alert alert-law", "scoring: " + e)); });
  }
  /* Open a form for this table (and board or action), ready for the reason. */
  function prefill(form, table, what) {
    if (form === "adjust") {
      $("a-table").value = String(table);
      $("a-board").value = String(what.board);
      $("a-round").value = "";
      formMessage("adjust-message", "");
      $("a-reason").scrollIntoView({ block: "center" });
      $("a-reason").focus();
    } else {
      $("c-table").value = String(table);
      $("c-kind").value = what.kind;
      formMessage("correct-message", "");
      $("c-reason").scrollIntoView({ block: "center" });
      $("c-reason").focus();
    }
  }
  function renderClock(clock) {
    if (!clock) { return; }
    var now = $("clock-now");
    if (!clock.minutes) { now.textContent = "No round clock: set the length of a round."; return; }
    var running = Object.keys(clock.rounds).filter(function (r) { return clock.rounds[r]; });
    if (!running.length) { now.textContent = "Rounds of " + clock.minutes + " minutes; no round started yet."; return; }
    var last = running[running.length - 1];
    now.textContent = "Round " + last + ": " + clockText(clock.rounds[last]) +
      (clockText(clock.rounds[last]) === "time is up" ? "" : " left") + " (rounds of " + clock.minutes + " minutes)";
  }
  /* A row of the log in words (the raw row is in the JSON export). */
  function describe(e) {
    var d = e.data || {};
    switch (e.kind) {
      case "adjust":
        return "board " + d.board + (d.round ? " (round " + d.round + ")" : "") + ": " +
          (d.status && d.status !== "played" ? d.status.replace("-", " ") : "score N-S " + d.NS + ", E-W " + d.EW);
      case "names":
        return "names: " + Object.keys(d.names || {}).map(function (n) { return n + " " + (d.names[n] || "(none)"); }).join("; ");
      case "clock":
        if (d.minutes !== undefined) { return d.minutes ? "rounds of " + d.minutes + " minutes" : "round clock off"; }
        return d.start !== undefined ? "round " + d.start + " started" : "round " + d.stop + "'s clock stopped";
      case "setting": return "setting " + d.name + " = " + d.value;
      case "call": return "director called: " + (d.reason || "");
      case "answer": return "call answered";
      case "undo": return "last action taken back";
      case "set-round": return "moved to round " + d.round;
      case "board": return "board " + d.board + " put on the table";
      case "next": return "round ended";
      case "release": return "table released";
      case "reset-device": return "another tablet allowed";
      case "lock": return "locked: " + (d.display || d.card) + " entered for " + (SEATS[d.seat] || d.seat) +
        ", not in the hand (board " + d.board + ", trick " + d.trick + ")";
      case "device": return "a tablet took the table";
      default: return e.kind + " " + JSON.stringify(d);
    }
  }
  function renderAudit(data) {
    var body = $("audit").querySelector("tbody"); clear(body);
    data.log.slice().reverse().forEach(function (e) {
      var tr = make("tr");
      [new Date(e.created * 1000).toLocaleTimeString([], { hour12: false }), e.table || "event", e.actor,
       describe(e), e.reason].forEach(function (c) { tr.appendChild(make("td", null, c)); });
      body.appendChild(tr);
    });
  }
  /* A simultaneous event's club: how far the background push to the central server is. */
  function renderUpstream(up) {
    var panel = $("upstream");
    if (!up) { panel.hidden = true; return; }
    panel.hidden = false;
    panel.className = "panel upstream-" + up.state;
    $("upstream-words").textContent = up.words;
    var detail = "Section " + up.section + " at " + up.central + ". Last push: " +
      (up.last_push ? ago(up.last_push) : "none yet") + ". Actions not yet sent: " + up.pending + ".";
    if (up.error) { detail += " Last error: " + up.error; }
    $("upstream-detail").textContent = detail;
  }
  function poll() {
    api("GET", "/api/director/grid").then(function (d) { renderGrid(d); renderUpstream(d.upstream); },
                                          function (e) { showMessage(e.message); });
    api("GET", "/api/director/log").then(renderAudit, function () {});
  }
  /* Which control of the adjust form a refusal is about. */
  function adjustField(err) {
    var text = err.message || "";
    if (err.code === "wrong-round") { return "a-round"; }
    if (err.code === "no-board" || err.code === "wrong-board" || err.code === "not-found") { return "a-board"; }
    if (/reason/.test(text)) { return "a-reason"; }
    if (/tricks|score/.test(text) && $("a-status").value === "played") { return "a-ns"; }
    return "a-status";
  }
  $("adjust-form").addEventListener("submit", function (e) {
    e.preventDefault();
    var status = $("a-status").value;
    var data = { board: Number($("a-board").value), status: status };
    if ($("a-round").value) { data.round = Number($("a-round").value); }
    if (status === "played") { data.NS = Number($("a-ns").value); data.EW = Number($("a-ew").value); }
    directorAction($("a-table").value, "adjust", data, $("a-reason").value)
      .then(function () {
        formMessage("adjust-message", "Board " + data.board + " at table " + $("a-table").value + " adjusted.", "info");
        $("a-reason").value = ""; poll();
      }, function (err) { formMessage("adjust-message", err.message, "error", adjustField(err)); });
  });
  $("correct-form").addEventListener("submit", function (e) {
    e.preventDefault();
    var kind = $("c-kind").value;
    var data = {};
    if (kind === "set-round") { data = { round: Number($("c-round").value) }; }
    if (kind === "board") { data = { board: Number($("c-board").value) }; }
    directorAction($("c-table").value, kind, data, $("c-reason").value)
      .then(function () { formMessage("correct-message", "Done.", "info"); $("c-reason").value = ""; poll(); },
            function (err) { formMessage("correct-message", err.message, "error", /reason/.test(err.message) ? "c-reason" : "c-kind"); });
  });
  $("names-form").addEventListener("submit", function (e) {
    e.preventDefault();
    var names = {};
    document.querySelectorAll(".name-input").forEach(function (input) { names[input.dataset.number] = input.value; });
    api("POST", "/api/director/names", { id: newId(), names: names })
      .then(function () { formMessage("names-message", "Names saved.", "info"); poll(); },
            function (err) { formMessage("names-message", err.message); });
  });
  $("csv-form").addEventListener("submit", function (e) {
    e.preventDefault();
    var file = $("n-file").files[0];
    if (!file) { formMessage("csv-message", "Choose the file first.", "error", "n-file"); return; }
    file.text().then(function (text) {
      return api("POST", "/api/director/names", { id: newId(), csv: text });
    }).then(function (body) {
      document.querySelectorAll(".name-input").forEach(function (input) {
        input.value = body.names[input.dataset.number] || "";
      });
      formMessage("csv-message", file.name + ": names imported.", "info"); poll();
    }, function (err) { formMessage("csv-message", file.name + ", " + err.message, "error", "n-file"); });
  });
  function clockAction(body, done) {
    api("POST", "/api/director/clock", Object.assign({ id: newId() }, body))
      .then(function () { formMessage("clock-message", done, "info"); poll(); },
            function (err) { formMessage("clock-message", err.message, "error", body.minutes !== undefined ? "k-minutes" : "k-round"); });
  }
  $("clock-form").addEventListener("submit", function (e) {
    e.preventDefault();
    var raw = $("k-minutes").value;
    clockAction({ minutes: raw === "" ? null : Number(raw) }, raw === "" ? "Round clock off." : "Rounds of " + raw + " minutes.");
  });
  $("k-start").addEventListener("click", function () {
    clockAction({ start: Number($("k-round").value) }, "Round " + $("k-round").value + " started now.");
  });
  $("k-stop").addEventListener("click", function () {
    clockAction({ stop: Number($("k-round").value) }, "Round " + $("k-round").value + "'s clock stopped.");
  });
  $("settings-form").addEventListener("submit", function (e) {
    e.preventDefault();
    var changes = [
      ["renounce_notice", $("s-renounce_notice").value],
      ["quick_mode", $("s-quick_mode").checked],
      ["idle_minutes", Number($("s-idle_minutes").value)]
    ];
    if ($("s-release_results")) { changes.push(["release_results", $("s-release_results").value]); }
    var chain = Promise.resolve();
    changes.forEach(function (c) {
      chain = chain.then(function () { return api("POST", "/api/director/settings", { name: c[0], value: c[1], id: newId() }); });
    });
    chain.then(function () { showMessage("Settings saved.", "info"); poll(); }, function (err) { showMessage(err.message); });
  });
  setInterval(poll, 3000);
  poll();
}());
