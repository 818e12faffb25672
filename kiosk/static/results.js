/* The live results: the ranking lists and the travellers of the boards complete
   everywhere (the server decides what may be shown), reloaded every few seconds. */
(function () {
  "use strict";
  function $(id) { return document.getElementById(id); }
  function make(tag, cls, value) {
    var el = document.createElement(tag);
    if (cls) { el.className = cls; }
    if (value != null) { el.textContent = String(value); }
    return el;
  }
  function clear(el) { while (el.firstChild) { el.removeChild(el.firstChild); } }
  function head(titles) {
    var thead = make("thead"), tr = make("tr");
    titles.forEach(function (t) {
      var th = make("th", t[1] || null, t[0]); th.scope = "col"; tr.appendChild(th);
    });
    thead.appendChild(tr);
    return thead;
  }
  function renderList(list) {
    var div = make("div", "list");
    div.appendChild(make("h3", null, list.title));
    var table = make("table", "grid ranking");
    var who = list.title.indexOf("player") >= 0 ? "Player" : "Pair";
    table.appendChild(head([["Place"], [who], ["Score", "num"]]));
    var body = make("tbody");
    list.rows.forEach(function (r) {
      var tr = make("tr");
      tr.appendChild(make("td", "place", r.place));
      var name = make("td", null, r.name);
      if (r.note) { name.appendChild(make("span", "note", " " + r.note)); }
      tr.appendChild(name);
      tr.appendChild(make("td", "num", r.score));
      body.appendChild(tr);
    });
    table.appendChild(body); div.appendChild(table);
    return div;
  }
  function renderDeal(d) {
    var div = make("div", "traveller");
    div.appendChild(make("h3", null, "Board " + d.board));
    var table = make("table", "grid");
    table.appendChild(head([["Round"], ["Table"], ["N-S"], ["E-W"], ["N-S score", "num"], ["E-W score", "num"], ["Play"]]));
    var tb = make("tbody");
    d.traveller.forEach(function (r) {
      var tr = make("tr");
      [[r.round], [r.table], [r.seats.ns || r.seats.north], [r.seats.ew || r.seats.east],
       [r.points.NS, "num"], [r.points.EW, "num"]].forEach(function (c) { tr.appendChild(make("td", c[1] || null, c[0])); });
      var play = make("td"), link = make("a", "play-link", "card by card");  // the hand viewer
      link.href = "/review/" + d.board + "/" + r.table; play.appendChild(link); tr.appendChild(play);
      tb.appendChild(tr);
    });
    table.appendChild(tb); div.appendChild(table);
    return div;
  }
  var shown = null;
  function render(data) {
    var key = JSON.stringify(data);
    if (key === shown) { return; }
    shown = key;
    $("progress").textContent = data.progress;
    $("release").textContent = "Only boards every table has finished are counted; " + data.release + ".";
    $("ranking-note").textContent = data.note || "";
    var lists = $("lists"); clear(lists);
    data.lists.forEach(function (l) { lists.appendChild(renderList(l)); });
    $("fraction-rule").hidden = !data.fraction_rule;
    $("fraction-rule").textContent = data.fraction_rule || "";
    var deals = $("deals"); clear(deals);
    data.deals.forEach(function (d) { deals.appendChild(renderDeal(d)); });
    $("deals-none").hidden = data.deals.length > 0;
  }
  function poll() {
    fetch("/api/results", { cache: "no-store" }).then(function (r) { return r.json(); }).then(render, function () {});
  }
  setInterval(poll, 2000);
}());
