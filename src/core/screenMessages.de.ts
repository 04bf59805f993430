import type { Translation } from "./messages";
import type { screenEnglish } from "./screenMessages";

/** The screens' core texts in German (loaded only when `locale` is German). */
const de: Translation<typeof screenEnglish> = {
  cancel: "Abbrechen",
  confirm: "Bestätigen",
  close: "Schließen",
  delete: "Löschen",
  save: "Speichern",
  submit: "Absenden",
  update: "Aktualisieren",
  clearSearch: "Suche löschen",
  loadFailed: "Die Daten konnten nicht geladen werden",
  requiredField: "Dieses Feld ist erforderlich",
  email: "E-Mail",
  password: "Passwort",
  failedNamed: "{failure} „{name}“",
  passwordsDoNotMatch: "Die neuen Passwörter stimmen nicht überein.",
  recordChangedOnServer:
    "Dieser Datensatz wurde auf dem Server geändert, während Sie ihn bearbeitet haben. Ihre Änderungen bleiben erhalten.",
  loadServerVersion: "Version des Servers laden",
  imageUploaded: "Bild hochgeladen",
  imageUploadFailed: "Bild-Upload fehlgeschlagen",
  imageUploadError: "Beim Hochladen des Bildes ist ein Fehler aufgetreten",
  imageRemoved: "Bild entfernt",
  imagesOnly: "Bitte wählen Sie eine Bilddatei (PNG, JPEG, WebP oder GIF).",
  chooseImage: "Bild auswählen",
  chooseImages: "Bilder auswählen",
  removeImage: "Bild {name} entfernen",
  uploading: "{name} wird hochgeladen",
  actions: "Aktionen",
  rowActions: "Aktionen für {name}",
  noUsersFound: "Keine Benutzer gefunden",
  noCountryFound: "Kein Land gefunden",
  noStateFound: "Kein Bundesland gefunden",
  noCityFound: "Keine Stadt gefunden",
  moneyStoredAs: "Gespeichert als {amount}",
  moneyNotANumber: "Geben Sie einen Betrag in Euro ein, zum Beispiel {example}.",
  moneyNegative: "Der Betrag darf nicht negativ sein.",
  moneyAmbiguous: "Dieser Betrag ist mehrdeutig: Schreiben Sie die Cent dazu, zum Beispiel {example}.",
  moneyTooManyDecimals: "Höchstens zwei Nachkommastellen, zum Beispiel {example}.",
  moneyTooLarge: "Der Betrag liegt über dem Limit des Shops ({limit}).",
  dayLetters: "TT",
  monthLetters: "MM",
  yearLetters: "JJJJ",
};

export default de;
