"""The WebShop catalog builder (`build`): writes `data/webshop/`."""
