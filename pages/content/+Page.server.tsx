// https://vike.dev/Page
export { ContentPage as default } from '../../renderer/ContentPage'
