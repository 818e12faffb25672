/* The live results: reloads the ranking and the travellers every few seconds. */
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
  function row(cells) {
    var tr = make("tr");
    cells.forEach(function (c) { tr.appendChild(make("td", null, c)); });
    return tr;
  }
  function render(data) {
    $("progress").textContent = data.recorded + " of " + data.expected + " scores in";
    var body = $("ranking").querySelector("tbody"); clear(body);
    data.ranking.rows.forEach(function (r) { body.appendChild(row([r.place, r.name, r.direction, r.score])); });
    $("ranking-note").textContent = data.ranking.note || "";
    var deals = $("deals"); clear(deals);
    data.deals.forEach(function (d) {
      var div = make("div", "traveller");
      div.appendChild(make("h3", null, "Board " + d.board));
      var table = make("table", "grid");
      var head = make("thead"); var hr = make("tr");
      ["Round", "Table", "N-S", "E-W", "N-S score", "E-W score"].forEach(function (h) { hr.appendChild(make("th", null, h)); });
      head.appendChild(hr); table.appendChild(head);
      var tb = make("tbody");
      d.traveller.forEach(function (r) {
        tb.appendChild(row([r.round, r.table, r.seats.ns || r.seats.north, r.seats.ew || r.seats.east, r.points.NS, r.points.EW]));
      });
      table.appendChild(tb); div.appendChild(table); deals.appendChild(div);
    });
  }
  function poll() {
    fetch("/api/results", { cache: "no-store" }).then(function (r) { return r.json(); }).then(render, function () {});
  }
  setInterval(poll, 2000);
}());
