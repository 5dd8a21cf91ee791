export { type AddressPointsImportResult, importAddressPoints } from './import';
