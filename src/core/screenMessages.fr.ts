import type { Translation } from "./messages";
import type { screenEnglish } from "./screenMessages";

/** The screens' core texts in French (loaded only when `locale` is French). */
const fr: Translation<typeof screenEnglish> = {
  cancel: "Annuler",
  confirm: "Confirmer",
  close: "Fermer",
  delete: "Supprimer",
  save: "Enregistrer",
  submit: "Envoyer",
  update: "Mettre à jour",
  clearSearch: "Effacer la recherche",
  loadFailed: "Impossible de charger les données",
  requiredField: "Ce champ est obligatoire",
  email: "E-mail",
  password: "Mot de passe",
  failedNamed: "{failure} « {name} »",
  passwordsDoNotMatch: "Les nouveaux mots de passe ne correspondent pas.",
  recordChangedOnServer:
    "Cet enregistrement a été modifié sur le serveur pendant votre saisie. Vos modifications sont conservées.",
  loadServerVersion: "Charger la version du serveur",
  imageUploaded: "Image téléversée",
  imageUploadFailed: "Échec du téléversement de l'image",
  imageUploadError: "Une erreur est survenue pendant le téléversement de l'image",
  imageRemoved: "Image retirée",
  imagesOnly: "Veuillez choisir un fichier image (PNG, JPEG, WebP ou GIF).",
  chooseImage: "Choisir une image",
  chooseImages: "Choisir des images",
  removeImage: "Retirer l'image {name}",
  uploading: "Téléversement de {name}",
  actions: "Actions",
  rowActions: "Actions pour {name}",
  noUsersFound: "Aucun utilisateur trouvé",
  noCountryFound: "Aucun pays trouvé",
  noStateFound: "Aucune région trouvée",
  noCityFound: "Aucune ville trouvée",
  moneyStoredAs: "Enregistré : {amount}",
  moneyNotANumber: "Saisissez un montant en euros, par exemple {example}.",
  moneyNegative: "Le montant ne peut pas être négatif.",
  moneyAmbiguous: "Ce montant peut se lire de deux façons : écrivez aussi les centimes, par exemple {example}.",
  moneyTooManyDecimals: "Deux chiffres au plus après la virgule, par exemple {example}.",
  moneyTooLarge: "Le montant dépasse la limite de la boutique ({limit}).",
  dayLetters: "jj",
  monthLetters: "mm",
  yearLetters: "aaaa",
};

export default fr;
