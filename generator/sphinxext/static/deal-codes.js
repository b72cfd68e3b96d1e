// The codes page's converter (generator.sphinxext.codes): a game's deal number to its game
// code and back.  A code's last part is the deal number in seven letters, base 26 with
// A = 0 (CR-24, FC-17); the form says the code's head (data-head, "FC1") and its variants
// are the choices of its select.
(function () {
  "use strict";
  var LETTERS = 7, A = 65;

  function encode(number) {
    var letters = "";
    for (var i = 0; i < LETTERS; i++) {
      letters = String.fromCharCode(A + number % 26) + letters;
      number = Math.floor(number / 26);
    }
    return letters;
  }

  function decode(letters) {
    var number = 0;
    for (var i = 0; i < letters.length; i++) number = number * 26 + letters.charCodeAt(i) - A;
    return number;
  }

  function setUp(form) {
    var min = Number(form.dataset.min), max = Number(form.dataset.max);
    var number = form.elements.number, variant = form.elements.variant, code = form.elements.code;
    var status = form.querySelector("output"), head = form.dataset.head;
    var variants = Array.prototype.map.call(variant.options, function (o) { return o.value; });

    function fromNumber() {
      var text = number.value.trim(), n = Number(text);
      if (!/^[0-9]+$/.test(text) || n < min || n > max) {
        status.textContent = text ? form.dataset.notNumber : "";
        return;
      }
      status.textContent = "";
      code.value = head + "-" + variant.value + "-" + encode(n);
    }

    function fromCode() {
      var parts = code.value.trim().toUpperCase().split("-");
      var match = parts.length === 3 && parts[0] === head && variants.indexOf(parts[1]) >= 0 &&
        /^[A-Z]{7}$/.test(parts[2]) ? parts : null;
      var n = match ? decode(match[2]) : 0;
      if (!match || n < min || n > max) {
        status.textContent = code.value.trim() ? form.dataset.notCode : "";
        return;
      }
      status.textContent = "";
      variant.value = match[1];
      number.value = String(n);
    }

    number.addEventListener("input", fromNumber);
    variant.addEventListener("change", fromNumber);
    code.addEventListener("input", fromCode);
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    form.hidden = false;
  }

  if (typeof document !== "undefined") {
    document.addEventListener("DOMContentLoaded", function () {
      var forms = document.querySelectorAll("form.deal-converter");
      for (var i = 0; i < forms.length; i++) setUp(forms[i]);
    });
  }
  if (typeof module !== "undefined") module.exports = { encode: encode, decode: decode };  // for the tests
})();
