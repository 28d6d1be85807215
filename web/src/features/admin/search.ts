import { adminMessages } from '@contract/messages';
import { searchPlan } from '@domain/search';
import { useTableSearch } from '../../components/data-table/use-table-search';

/** The admin lists' search box: a term the server cannot search (too short) shows a hint and is not sent. */
export const useAdminSearch = () => useTableSearch((term) => searchPlan(term) !== undefined, adminMessages.searchTooShort);
